//! The Ysbilia desktop app: screens, panels, the 3D table and the card scenes. It turns
//! player input into `ysbilia_core` commands and core results into pictures; it decides no rule.

pub mod app;
pub mod catalogue;
pub mod cli;
pub mod conflict;
pub mod designer;
pub mod duel;
pub mod frame_times;
pub mod hebs;
pub mod lab;
pub mod melee;
pub mod palette;
pub mod paths;
pub mod plugins;
pub mod saves;
pub mod screens;
pub mod settings;
pub mod sound;
pub mod table3d;
pub mod window_check;
pub mod window_settings;
pub mod words;
