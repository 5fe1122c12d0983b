//! `ysbilia_core`'s integration tests: one binary, one module per subject.

mod conflict;
mod conflict_blessing;
mod conflict_bombs;
mod conflict_clash;
mod conflict_engage;
mod conflict_factions;
mod conflict_hide;
mod conflict_hunt;
mod conflict_items;
mod conflict_panoply;
mod conflict_peculiar;
mod conflict_preview;
mod conflict_purse;
mod conflict_reaction;
mod conflict_weather;
mod content;
mod hebs;
mod hiring;
mod layouts;
mod melee;
mod record_contract;
mod rulings;
mod table_movement;
mod table_path;
mod table_sight;
mod tables;
