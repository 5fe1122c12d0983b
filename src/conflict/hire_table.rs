//! The band builder's hire list (§ Hiring your Band): every card the Faction may hire, as a
//! table sorted by any column, with the whole Contract Card shown on hovering its name. Only
//! what the cards say is shown here: the hiring rules are core's (`Content::check_roster`).

use crate::tr;
use bevy_egui::egui;
use egui_extras::{Column, TableBuilder};
use std::cmp::Ordering;
use ysbilia_core::rules::cards::{ContractCard, Faction};
use ysbilia_core::rules::content::Content;
use ysbilia_core::rules::hiring::Roster;
use ysbilia_core::words::render;

/// A column of the hire table that its header sorts by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum HireColumn {
    Name,
    /// The default: each band's cards together, by name.
    #[default]
    Band,
    Pay,
    Incentive,
    Audacity,
    Defense,
    Vigour,
    Attack,
    Discharge,
    Range,
}

impl HireColumn {
    /// The table's columns after the "+" one, left to right.
    const ALL: [Self; 10] = [
        Self::Name,
        Self::Band,
        Self::Pay,
        Self::Incentive,
        Self::Audacity,
        Self::Defense,
        Self::Vigour,
        Self::Attack,
        Self::Discharge,
        Self::Range,
    ];

    /// Short, so that three band columns (§ Slaughter) still show most of the table.
    fn label(self) -> String {
        match self {
            Self::Name => tr!("hire-name"),
            Self::Band => tr!("hire-band"),
            Self::Pay => tr!("hire-pay"),
            Self::Incentive => tr!("hire-incentive"),
            Self::Audacity => tr!("hire-audacity"),
            Self::Defense => tr!("hire-defense"),
            Self::Vigour => tr!("hire-vigour"),
            Self::Attack => tr!("hire-attack"),
            Self::Discharge => tr!("hire-discharge"),
            Self::Range => tr!("hire-range"),
        }
    }

    fn help(self) -> String {
        match self {
            Self::Name => tr!("hire-name-help"),
            Self::Band => tr!("hire-band-help"),
            Self::Pay => tr!("hire-pay-help"),
            Self::Incentive => tr!("hire-incentive-help"),
            Self::Audacity => tr!("hire-audacity-help"),
            Self::Defense => tr!("hire-defense-help"),
            Self::Vigour => tr!("hire-vigour-help"),
            Self::Attack => tr!("hire-attack-help"),
            Self::Discharge => tr!("hire-discharge-help"),
            Self::Range => tr!("hire-range-help"),
        }
    }
}

/// How one band builder's hire table is sorted; it lives in the set-up form's band column so
/// that each band keeps its own order while the form is open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct HireSort {
    by: HireColumn,
    descending: bool,
    /// The hire table's window is open.
    open: bool,
}

impl HireSort {
    /// A header was clicked: sort by its column, or reverse the order if it already sorts.
    fn click(&mut self, by: HireColumn) {
        if self.by == by {
            self.descending = !self.descending;
        } else {
            *self = Self {
                by,
                descending: false,
                open: self.open,
            };
        }
    }

    /// The mark on the sorted header. egui's default fonts lack ▲ and ▼; these two are in its
    /// icon font.
    fn arrow(self, column: HireColumn) -> &'static str {
        match (self.by == column, self.descending) {
            (false, _) => "",
            (true, false) => " ⏶",
            (true, true) => " ⏷",
        }
    }
}

/// One hireable card's numbers as the table shows and sorts them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct HireRow<'a> {
    /// The last tie-break: two bands may hold cards of one name.
    id: &'a str,
    name: &'a str,
    band: &'a str,
    pay: u32,
    incentive: u32,
    audacity: u32,
    /// With armour; sorted by this one.
    defense: u32,
    unarmoured: u32,
    vigour: u32,
    /// Lowest is best (a D10 must roll it or more); `None` when no weapon has one.
    attack: Option<u32>,
    discharge: Option<u32>,
    /// The longest of its weapons' Ranges.
    range: Option<u32>,
}

impl<'a> HireRow<'a> {
    fn of(card: &'a ContractCard, band: &'a str) -> Self {
        Self {
            id: &card.id,
            name: &card.name,
            band,
            pay: card.pay,
            incentive: card.incentive,
            audacity: card.audacity,
            defense: card.defense.armoured,
            unarmoured: card.defense.unarmoured,
            vigour: card.vigour.total(),
            attack: card.weapons.iter().filter_map(|weapon| weapon.attack).min(),
            discharge: card
                .weapons
                .iter()
                .filter_map(|weapon| weapon.discharge)
                .min(),
            range: card.weapons.iter().filter_map(|weapon| weapon.range).max(),
        }
    }

    /// The number a column sorts by; `None` for the text columns and for a card without one.
    fn number(&self, column: HireColumn) -> Option<u32> {
        match column {
            HireColumn::Name | HireColumn::Band => None,
            HireColumn::Pay => Some(self.pay),
            HireColumn::Incentive => Some(self.incentive),
            HireColumn::Audacity => Some(self.audacity),
            HireColumn::Defense => Some(self.defense),
            HireColumn::Vigour => Some(self.vigour),
            HireColumn::Attack => self.attack,
            HireColumn::Discharge => self.discharge,
            HireColumn::Range => self.range,
        }
    }

    fn text(&self, column: HireColumn) -> String {
        match column {
            HireColumn::Name => self.name.to_owned(),
            HireColumn::Band => self.band.to_owned(),
            HireColumn::Defense => format!("{}/{}", self.defense, self.unarmoured),
            _ => self
                .number(column)
                .map_or_else(|| "—".to_owned(), |value| value.to_string()),
        }
    }
}

/// The order the table shows `rows` in, as indices into it: by the column, reversed when
/// `descending`. A card without the column's number (no distance weapon, say) comes last
/// either way, and ties go by name, band and id, so rows never swap places between frames.
fn sorted_hires(rows: &[HireRow<'_>], by: HireColumn, descending: bool) -> Vec<usize> {
    let directed = |order: Ordering| if descending { order.reverse() } else { order };
    let mut order: Vec<(usize, &HireRow<'_>)> = rows.iter().enumerate().collect();
    order.sort_by(|(_, a), (_, b)| {
        let first = match by {
            HireColumn::Name => directed(a.name.cmp(b.name)),
            HireColumn::Band => directed(a.band.cmp(b.band)),
            _ => match (a.number(by), b.number(by)) {
                (Some(x), Some(y)) => directed(x.cmp(&y)),
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (None, None) => Ordering::Equal,
            },
        };
        first
            .then_with(|| a.name.cmp(b.name))
            .then_with(|| a.band.cmp(b.band))
            .then_with(|| a.id.cmp(b.id))
    });
    order.into_iter().map(|(index, _)| index).collect()
}

/// A button that opens the hire table in a window of its own: too wide for a band's column
/// beside the others, it floats over the set-up screen while the band's hires show beneath.
pub(super) fn hire_window(
    ui: &mut egui::Ui,
    content: &Content,
    roster: &mut Roster,
    sort: &mut HireSort,
    band: usize,
) {
    let label = if sort.open {
        tr!("hire-close")
    } else {
        tr!("hire-open")
    };
    if ui
        .button(label)
        .on_hover_text(tr!("hire-open-hover"))
        .clicked()
    {
        sort.open = !sort.open;
    }
    if !sort.open {
        return;
    }
    // Beside the band's column (over the other band's), so its hires stay in view.
    let column = ui.max_rect();
    let x = if band.is_multiple_of(2) {
        column.right() + 8.0
    } else {
        (column.left() - 648.0).max(8.0)
    };
    let mut open = true;
    egui::Window::new(tr!("hire-title", band = roster.name.clone()))
        .id(egui::Id::new(("hire window", band)))
        .open(&mut open)
        .default_width(640.0)
        .default_pos(egui::pos2(x, 80.0))
        .show(ui.ctx(), |ui| {
            ui.label(egui::RichText::new(tr!("hire-how")).small().weak());
            hire_table(ui, content, roster, sort, band);
        });
    sort.open &= open;
}

/// The cards `roster` may hire (its Faction's bands and the Mercenaries'), one row each: "+"
/// hires the card (an ordinary button, so Tab reaches it), a header sorts by its column and
/// again reverses it, and hovering a name shows the whole Contract Card.
fn hire_table(
    ui: &mut egui::Ui,
    content: &Content,
    roster: &mut Roster,
    sort: &mut HireSort,
    band: usize,
) {
    let cards: Vec<(&ContractCard, &str)> = content
        .bands
        .iter()
        .filter(|option| option.faction == roster.faction || option.faction == Faction::Mercenaries)
        .flat_map(|option| {
            option
                .cards
                .iter()
                .map(move |card| (card, option.name.as_str()))
        })
        .collect();
    let rows: Vec<HireRow<'_>> = cards
        .iter()
        .map(|&(card, band_name)| HireRow::of(card, band_name))
        .collect();
    let order = sorted_hires(&rows, sort.by, sort.descending);
    let row_height = ui.spacing().interact_size.y;
    TableBuilder::new(ui)
        .id_salt(("hire table", band))
        .striped(true)
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .max_scroll_height(420.0)
        .column(Column::auto())
        .column(Column::auto().at_most(190.0).clip(true))
        .column(Column::auto().at_most(140.0).clip(true))
        .columns(Column::auto(), HireColumn::ALL.len() - 2)
        .header(row_height + 6.0, |mut header| {
            header.col(|_ui| {});
            for column in HireColumn::ALL {
                header.col(|ui| {
                    let title = format!("{}{}", column.label(), sort.arrow(column));
                    if ui
                        .selectable_label(sort.by == column, title)
                        .on_hover_text(column.help())
                        .clicked()
                    {
                        sort.click(column);
                    }
                });
            }
        })
        .body(|mut body| {
            for index in order {
                let (Some(&(card, band_name)), Some(row)) = (cards.get(index), rows.get(index))
                else {
                    continue;
                };
                body.row(row_height, |mut cells| {
                    cells.col(|ui| {
                        if ui
                            .small_button("+")
                            .on_hover_text(tr!("hire-card", card = card.name.clone()))
                            .clicked()
                        {
                            roster.hires.push(card.id.clone());
                        }
                    });
                    for column in HireColumn::ALL {
                        cells.col(|ui| {
                            let shown = ui.label(row.text(column));
                            if column == HireColumn::Name {
                                shown.on_hover_ui(|ui| {
                                    contract_card(ui, content, card, band_name);
                                });
                            }
                        });
                    }
                });
            }
        });
}

/// The whole Contract Card, compact, from the card's data: what it costs, its Attributes,
/// each weapon's numbers and rules, and its Peculiarities with their rule text.
fn contract_card(ui: &mut egui::Ui, content: &Content, card: &ContractCard, band: &str) {
    ui.set_max_width(420.0);
    ui.label(egui::RichText::new(&card.name).strong());
    let mut about = vec![band.to_owned()];
    if card.mercenary {
        about.push(tr!("hire-mercenary"));
    }
    if let Some(personality) = card.personality {
        about.push(tr!(
            "hire-personality",
            kind = render(&personality.message())
        ));
    }
    ui.label(egui::RichText::new(about.join(" · ")).small().weak());
    ui.label(tr!(
        "hire-card-pay",
        pay = card.pay,
        incentive = card.incentive
    ));
    ui.label(tr!(
        "hire-card-audacity",
        audacity = card.audacity,
        armoured = card.defense.armoured,
        unarmoured = card.defense.unarmoured
    ));
    ui.label(tr!(
        "hire-card-vigour",
        total = card.vigour.total(),
        bruises = card.vigour.bruises,
        bleeding = card.vigour.bleeding,
        dying = card.vigour.dying
    ));
    ui.separator();
    let shown =
        |value: Option<u32>| value.map_or_else(|| "—".to_owned(), |value| value.to_string());
    egui::Grid::new(("hire card weapons", &card.id))
        .num_columns(7)
        .striped(true)
        .show(ui, |ui| {
            for heading in [
                tr!("hire-weapon"),
                tr!("hire-weapon-range"),
                tr!("hire-weapon-attack"),
                tr!("hire-weapon-reply"),
                tr!("hire-weapon-discharge"),
                tr!("hire-weapon-damage"),
                tr!("hire-weapon-rules"),
            ] {
                ui.label(egui::RichText::new(heading).small().strong());
            }
            ui.end_row();
            for weapon in card.weapons.iter() {
                let colours: Vec<String> = weapon
                    .colours
                    .iter()
                    .map(|colour| render(&colour.message()))
                    .collect();
                ui.label(format!("{} ({})", weapon.name, colours.join(", ")));
                ui.label(shown(weapon.range));
                ui.label(shown(weapon.attack));
                ui.label(shown(weapon.reply));
                ui.label(shown(weapon.discharge));
                ui.label(format!(
                    "{}/{}",
                    weapon.damage.normal, weapon.damage.critical
                ));
                let rules: Vec<String> = weapon
                    .rules
                    .iter()
                    .map(|used| {
                        format!(
                            "{:?}{}",
                            used.rule,
                            if used.critical_only { " (C)" } else { "" }
                        )
                    })
                    .collect();
                ui.label(egui::RichText::new(rules.join(", ")).small());
                ui.end_row();
            }
        });
    if !card.peculiarities.is_empty() {
        ui.separator();
    }
    for used in &card.peculiarities {
        let known = content
            .peculiarities
            .peculiarities
            .iter()
            .find(|known| known.id == used.id);
        let name = known.map_or(used.id.as_str(), |known| known.name.as_str());
        let title = match used.value {
            Some(value) => format!("{name} ({value})"),
            None => name.to_owned(),
        };
        let text = known.map_or("", |known| known.text.as_str());
        ui.label(egui::RichText::new(format!("{title}: {text}")).small());
    }
    if !card.blessings.is_empty() {
        let names: Vec<&str> = card
            .blessings
            .iter()
            .map(|id| {
                content
                    .blessings
                    .get(id)
                    .map_or(id.as_str(), |blessing| blessing.name.as_str())
            })
            .collect();
        ui.label(egui::RichText::new(tr!("hire-blessings", blessings = names.join(", "))).small());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows' names in the order given.
    fn names<'a>(rows: &[HireRow<'a>], order: &[usize]) -> Vec<&'a str> {
        order
            .iter()
            .filter_map(|&index| rows.get(index))
            .map(|row| row.name)
            .collect()
    }

    /// Two cards tie on Pay (30), one has no distance weapon.
    fn rows() -> Vec<HireRow<'static>> {
        vec![
            HireRow {
                id: "bravo",
                name: "Bravo",
                pay: 30,
                discharge: Some(5),
                ..HireRow::default()
            },
            HireRow {
                id: "alfa",
                name: "Alfa",
                pay: 30,
                discharge: Some(7),
                ..HireRow::default()
            },
            HireRow {
                id: "charlie",
                name: "Charlie",
                pay: 10,
                discharge: None,
                ..HireRow::default()
            },
            HireRow {
                id: "delta",
                name: "Delta",
                pay: 50,
                discharge: Some(4),
                ..HireRow::default()
            },
        ]
    }

    /// Sorting by Pay puts the cheapest first, reversing puts the dearest first, and a tie
    /// goes by name in both directions.
    #[test]
    fn sorting_by_pay_and_reversing_it_orders_the_cards_by_their_pay() {
        let rows = rows();
        let ascending = sorted_hires(&rows, HireColumn::Pay, false);
        assert_eq!(
            names(&rows, &ascending),
            ["Charlie", "Alfa", "Bravo", "Delta"]
        );
        let descending = sorted_hires(&rows, HireColumn::Pay, true);
        assert_eq!(
            names(&rows, &descending),
            ["Delta", "Alfa", "Bravo", "Charlie"]
        );
        let by_name = sorted_hires(&rows, HireColumn::Name, true);
        assert_eq!(
            names(&rows, &by_name),
            ["Delta", "Charlie", "Bravo", "Alfa"]
        );
    }

    /// A card without a Discharge comes after those with one, whichever way the column sorts.
    #[test]
    fn a_card_without_the_number_comes_last_both_ways() {
        let rows = rows();
        let ascending = sorted_hires(&rows, HireColumn::Discharge, false);
        assert_eq!(
            names(&rows, &ascending),
            ["Delta", "Bravo", "Alfa", "Charlie"]
        );
        let descending = sorted_hires(&rows, HireColumn::Discharge, true);
        assert_eq!(
            names(&rows, &descending),
            ["Alfa", "Bravo", "Delta", "Charlie"]
        );
    }

    /// A header clicked once sorts by it, twice reverses it, and another header starts
    /// ascending again.
    #[test]
    fn clicking_a_header_sorts_then_reverses() {
        let mut sort = HireSort::default();
        sort.click(HireColumn::Pay);
        assert_eq!((sort.by, sort.descending), (HireColumn::Pay, false));
        assert_eq!(sort.arrow(HireColumn::Pay), " ⏶");
        sort.click(HireColumn::Pay);
        assert_eq!((sort.by, sort.descending), (HireColumn::Pay, true));
        assert_eq!(sort.arrow(HireColumn::Pay), " ⏷");
        assert_eq!(sort.arrow(HireColumn::Name), "");
        sort.click(HireColumn::Vigour);
        assert_eq!((sort.by, sort.descending), (HireColumn::Vigour, false));
    }

    /// A row takes the card's best (lowest) Attack and Discharge and its longest Range.
    #[test]
    fn a_row_takes_the_best_weapon_numbers_of_its_card() {
        let card: ContractCard = ron::from_str(
            r#"(
                id: "test-duellist", name: "Test Duellist", pay: 40, incentive: 2, audacity: 4,
                defense: (armoured: 3, unarmoured: 1), vigour: (bruises: 3, bleeding: 2, dying: 1),
                weapons: [
                    (name: "Rapier", colours: [Red], attack: Some(5), reply: Some(4), damage: (normal: 3, critical: 5)),
                    (name: "Dagger", colours: [Red], range: Some(1), attack: Some(3), reply: Some(6), damage: (normal: 1, critical: 2)),
                    (name: "Pistol", colours: [Green], range: Some(20), discharge: Some(6), damage: (normal: 4, critical: 6)),
                ],
            )"#,
        )
        .expect("the test card parses");
        let row = HireRow::of(&card, "Test Band");
        assert_eq!(row.attack, Some(3));
        assert_eq!(row.discharge, Some(6));
        assert_eq!(row.range, Some(20));
        assert_eq!(row.vigour, 6);
        assert_eq!(row.text(HireColumn::Defense), "3/1");
        assert_eq!(row.text(HireColumn::Range), "20");
    }
}
