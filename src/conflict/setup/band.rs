//! One band's column of the set-up form: ready-made or built pawn by pawn, with its Faction's
//! rule, its Panoply and Dexterity picks and what the Commission leaves at home; every check is
//! core's (its refusals shown as they come).

use super::*;

pub(super) fn band_column(ui: &mut egui::Ui, form: &mut SetupForm, band: usize) {
    let Some(content) = form.content.take() else {
        return;
    };
    let role = form.commission.role_of(band);
    let title = match (form.commission.enemy_band(), role) {
        (Some(enemy), _) if enemy == band => {
            tr!("brawl-setup-enemy-title", role = role.label().to_string())
        }
        (Some(_), _) => tr!("brawl-setup-yours-title", role = role.label().to_string()),
        (None, ysbilia_core::conflict::Role::Band) => {
            tr!("brawl-setup-band-title", band = band.saturating_add(1))
        }
        (None, _) => tr!(
            "brawl-setup-band-role-title",
            band = band.saturating_add(1),
            role = role.label().to_string()
        ),
    };
    ui.colored_label(band_colour(band), egui::RichText::new(title).heading());
    if let Some(most) = form.commission.band_value_limit(band) {
        ui.label(
            egui::RichText::new(tr!(
                "brawl-setup-value-limit",
                commission = form.commission.name().to_string(),
                most = most
            ))
            .small(),
        );
    }
    if let Some(most) = form.commission.band_pawns_max(band) {
        ui.label(
            egui::RichText::new(tr!(
                "brawl-setup-pawn-limit",
                commission = form.commission.name().to_string(),
                most = most
            ))
            .small(),
        );
    }
    if !form.commission.allows_panoply(band) {
        ui.label(
            egui::RichText::new(tr!(
                "brawl-setup-no-panoply",
                commission = form.commission.name().to_string()
            ))
            .small(),
        );
    }
    let enclaves_setting = form.commission.allows_enclaves().then_some(form.setting);
    let enemy = form.commission.enemy_band() == Some(band);
    let choice = &mut form.bands[band];
    if enemy {
        // § Alone in the Face of Danger: nobody plays it; the book's tables do.
        choice.computer = true;
        ui.label(egui::RichText::new(tr!("brawl-setup-solo-enemy")).small());
    } else {
        ui.horizontal(|ui| {
            ui.radio_value(&mut choice.computer, false, tr!("brawl-setup-person"));
            ui.radio_value(&mut choice.computer, true, tr!("brawl-setup-computer"));
        });
        if choice.computer {
            ui.horizontal(|ui| {
                ui.label(tr!("brawl-setup-level"));
                ui.radio_value(
                    &mut choice.level,
                    ComputerLevel::Easy,
                    tr!("brawl-setup-easy"),
                )
                .on_hover_text(tr!("brawl-setup-easy-hover"));
                ui.radio_value(
                    &mut choice.level,
                    ComputerLevel::Hard,
                    tr!("brawl-setup-hard"),
                )
                .on_hover_text(tr!("brawl-setup-hard-hover"));
            });
        }
    }
    // Offered only where the page allows one (core's terms); a tick left from another
    // Commission does not count (`side`).
    if !enemy && form.commission.allows_dishonourable_player() {
        ui.checkbox(&mut choice.dishonourable, tr!("brawl-setup-dishonourable"))
            .on_hover_text(tr!("brawl-setup-dishonourable-hover"));
    }
    let names = roster_names(&content);
    let label = choice.ready_made.as_ref().map_or_else(
        || tr!("brawl-setup-build-own"),
        |id| roster_title(&content, id),
    );
    // As wide as the column allows: three columns (§ Slaughter) must not overlap.
    egui::ComboBox::from_id_salt(("brawl roster", band))
        .selected_text(label)
        .width(ui.available_width().min(320.0))
        .truncate()
        .show_ui(ui, |ui| {
            for id in &names {
                let title = roster_title(&content, id);
                ui.selectable_value(&mut choice.ready_made, Some(id.clone()), title);
            }
            ui.selectable_value(&mut choice.ready_made, None, tr!("brawl-setup-build-own"));
        });
    if choice.ready_made.is_none() {
        band_builder(ui, &content, &mut choice.built, &mut choice.hire_sort, band);
    }
    let side = chosen_side(&content, choice, form.commission, band);
    if let Some(name) = &choice.ready_made {
        ready_made_summary(ui, &side);
        left_home(ui, &content, name, &side);
    }
    guests_note(ui, &content, form.commission, band);
    let value = side.as_ref().map_or(0, |side| side.value);
    if let Some(allowance) = form.commission.hire_allowance(band, value) {
        hired_antagonist_choice(ui, &content, &mut choice.antagonists, allowance, band);
    }
    if let Some(setting) = enclaves_setting {
        let value = side.as_ref().map_or(BAND_STEP_MRV, |side| side.value);
        enclave_choice(ui, &content, &mut choice.enclaves, setting, value, band);
        if form.commission.allows_antagonists() {
            let enclaves = choice.enclaves.len();
            antagonist_choice(ui, &content, &mut choice.antagonists, enclaves, band);
        }
    }
    if let Ok(side) = side {
        faction_rule(ui, &side, &mut choice.royal_salary);
    }
    form.content = Some(content);
}

/// The band a column's choice makes: the ready-made roster fitted to the Commission's page
/// (core's `fit_ready_made`), or the one being built.
pub(super) fn chosen_side(
    content: &Content,
    choice: &BandChoice,
    commission: Commission,
    band: usize,
) -> Result<SideSetup, Rejection> {
    match &choice.ready_made {
        Some(name) => {
            Ok(commission
                .fit_ready_made(band, side_for_commission(content, name, commission, band)?))
        }
        None => side_from_hires(content, &choice.built, &choice.built.name),
    }
}

/// The ready-made band's pawns the page leaves at home, named.
fn left_home(
    ui: &mut egui::Ui,
    content: &Content,
    name: &str,
    fitted: &Result<SideSetup, Rejection>,
) {
    let (Ok(whole), Ok(fitted)) = (side_from_roster(content, name), fitted) else {
        return;
    };
    if whole.pawns.len() == fitted.pawns.len() {
        return;
    }
    let mut kept: Vec<&str> = fitted.pawns.iter().map(|card| card.id.as_str()).collect();
    let home: Vec<&str> = whole
        .pawns
        .iter()
        .filter(|card| match kept.iter().position(|id| *id == card.id) {
            Some(at) => {
                kept.remove(at);
                false
            }
            None => true,
        })
        .map(|card| card.name.as_str())
        .collect();
    ui.colored_label(
        WARNING_COLOUR,
        tr!("brawl-setup-stay-home", pawns = home.join(", ")),
    );
}

/// § Feast of Eucharist: the weapons the page bars, and the Antagonists the band brings.
fn guests_note(ui: &mut egui::Ui, content: &Content, commission: Commission, band: usize) {
    let Some(terms) = ysbilia_core::conflict::GuestTerms::of(commission) else {
        return;
    };
    let antagonists: Vec<String> =
        ysbilia_core::conflict::guest_antagonists_from(commission, &content.antagonists, band)
            .iter()
            .map(|each| {
                tr!(
                    "brawl-setup-card-pay",
                    card = each.card.name.clone(),
                    pay = each.card.pay
                )
            })
            .collect();
    ui.label(
        egui::RichText::new(tr!(
            "brawl-setup-guests",
            commission = commission.name().to_string(),
            weapons = ysbilia_core::conflict::weapons_rule(terms).to_string(),
            count = terms.antagonists,
            most = terms.antagonist_pay_max,
            antagonists = antagonists.join(", ")
        ))
        .small(),
    );
}

/// § Factions: the Pure Band's own rule, and the Royal Salary's choice for an Old Regime one.
fn faction_rule(ui: &mut egui::Ui, side: &SideSetup, salary: &mut Vec<u32>) {
    salary.resize(side.pawns.len(), 0);
    if side.kind != BandKind::Pure {
        salary.iter_mut().for_each(|amount| *amount = 0);
        return;
    }
    let rule = match side.faction {
        Faction::OldRegime => tr!("brawl-setup-royal-salary"),
        Faction::NewOrder => tr!("brawl-setup-wage"),
        Faction::Usurpers => tr!("brawl-setup-planting-banner"),
        Faction::Mercenaries => tr!("brawl-setup-offering"),
    };
    ui.label(egui::RichText::new(rule).small());
    let leader = side
        .pawns
        .iter()
        .position(|card| card.has_peculiarity(ysbilia_core::rules::hiring::LEADER));
    if side.faction != Faction::OldRegime || leader.is_none() {
        salary.iter_mut().for_each(|amount| *amount = 0);
        return;
    }
    for (index, card) in side.pawns.iter().enumerate() {
        if Some(index) == leader || card.incentive == 0 {
            salary[index] = 0;
            continue;
        }
        salary[index] = salary[index].min(card.incentive);
        ui.add(
            egui::Slider::new(&mut salary[index], 0..=card.incentive).text(tr!(
                "brawl-setup-salary-from",
                card = card.name.clone(),
                number = index.saturating_add(1)
            )),
        );
    }
}

fn ready_made_summary(ui: &mut egui::Ui, side: &Result<SideSetup, Rejection>) {
    match side {
        Ok(side) => {
            let pay: u32 = side.pawns.iter().map(|card| card.pay).sum();
            ui.label(tr!(
                "brawl-setup-ready-made",
                band = side.name.clone(),
                pawns = side.pawns.len(),
                pay = pay,
                value = side.value,
                cards = side.dexterity.len()
            ));
            for card in &side.pawns {
                ui.label(
                    egui::RichText::new(tr!(
                        "brawl-setup-card-pay-indented",
                        card = card.name.clone(),
                        pay = card.pay
                    ))
                    .small(),
                );
            }
        }
        Err(problem) => {
            ui.colored_label(ERROR_COLOUR, problem.to_string());
        }
    }
}

/// § Hiring your Band: pick a Faction and cards; totals and every broken rule update live.
fn band_builder(
    ui: &mut egui::Ui,
    content: &Content,
    roster: &mut Roster,
    sort: &mut HireSort,
    band: usize,
) {
    ui.horizontal(|ui| {
        ui.label(tr!("brawl-setup-name"));
        ui.text_edit_singleline(&mut roster.name);
    });
    ui.horizontal(|ui| {
        ui.label(tr!("brawl-setup-faction"));
        egui::ComboBox::from_id_salt(("builder faction", band))
            .selected_text(roster.faction.name())
            .show_ui(ui, |ui| {
                for faction in FACTIONS {
                    ui.selectable_value(&mut roster.faction, faction, faction.name());
                }
            });
        ui.radio_value(&mut roster.kind, BandKind::Pure, tr!("brawl-setup-pure"));
        ui.radio_value(&mut roster.kind, BandKind::Mixed, tr!("brawl-setup-mixed"));
    });
    ui.label(tr!("brawl-setup-band-choice"));
    ui.horizontal(|ui| {
        egui::ComboBox::from_id_salt(("builder band", band))
            .selected_text(
                content
                    .bands
                    .iter()
                    .find(|option| option.id == roster.band)
                    .map_or(tr!("brawl-setup-choose-band"), |option| option.name.clone()),
            )
            .show_ui(ui, |ui| {
                for option in content
                    .bands
                    .iter()
                    .filter(|option| option.faction == roster.faction)
                {
                    ui.selectable_value(&mut roster.band, option.id.clone(), &option.name);
                }
            });
    });
    ui.horizontal(|ui| {
        ui.label(tr!("brawl-setup-value"));
        ui.add(
            // Some Commissions set smaller bands (§ Rescue's defenders: 200 Maravedies).
            egui::DragValue::new(&mut roster.value)
                .range(MIN_BAND_MRV..=MAX_BAND_MRV)
                .speed(50),
        );
    });
    hire_window(ui, content, roster, sort, band);
    ui.label(tr!("brawl-setup-hired"));
    let mut dismissed = None;
    for (index, id) in roster.hires.iter().enumerate() {
        let name = content
            .card(id)
            .map_or(id.as_str(), |card| card.name.as_str());
        ui.horizontal(|ui| {
            if ui.small_button("−").clicked() {
                dismissed = Some(index);
            }
            ui.label(name);
        });
    }
    if let Some(index) = dismissed {
        roster.hires.remove(index);
    }
    panoply_picks(ui, content, roster, band);
    dexterity_picks(ui, content, roster, band);
    match content.check_roster(roster) {
        Ok(summary) => {
            ui.colored_label(
                egui::Color32::from_rgb(0x6C, 0xB8, 0x5A),
                tr!(
                    "brawl-setup-hires-met",
                    pawns = summary.pawns,
                    pay = summary.pay,
                    value = roster.value,
                    incentive = summary.incentive
                ),
            );
        }
        Err(problems) => {
            let pay: u32 = roster
                .hires
                .iter()
                .filter_map(|id| content.card(id))
                .map(|card| card.pay)
                .sum();
            let incentive: u32 = roster
                .hires
                .iter()
                .filter_map(|id| content.card(id))
                .map(|card| card.incentive)
                .sum();
            ui.label(tr!(
                "brawl-setup-hires-so-far",
                pay = pay,
                value = roster.value,
                incentive = incentive,
                pawns = roster.hires.len()
            ));
            for problem in problems {
                ui.colored_label(
                    ERROR_COLOUR,
                    tr!("brawl-bullet", line = problem.to_string()),
                );
            }
        }
    }
}

/// § Panoply Cards: items for the hired pawns, paid from what their Pay leaves of the value.
fn panoply_picks(ui: &mut egui::Ui, content: &Content, roster: &mut Roster, band: usize) {
    let bought = roster.panoply.len();
    egui::CollapsingHeader::new(tr!("brawl-setup-panoply", bought = bought))
        .id_salt(("builder panoply", band))
        .show(ui, |ui| {
            let mut returned = None;
            for (index, purchase) in roster.panoply.iter().enumerate() {
                let pawn = roster
                    .hires
                    .get(purchase.pawn)
                    .and_then(|id| content.card(id))
                    .map_or("?", |card| card.name.as_str());
                let item = content
                    .panoply
                    .get(&purchase.card)
                    .map_or(purchase.card.as_str(), |item| item.name.as_str());
                ui.horizontal(|ui| {
                    if ui.small_button("−").clicked() {
                        returned = Some(index);
                    }
                    ui.label(tr!(
                        "brawl-setup-panoply-bought",
                        item = item.to_string(),
                        pawn = pawn.to_string(),
                        number = purchase.pawn.saturating_add(1)
                    ));
                });
            }
            if let Some(index) = returned {
                roster.panoply.remove(index);
            }
            for (pawn, id) in roster.hires.clone().iter().enumerate() {
                let name = content
                    .card(id)
                    .map_or(id.as_str(), |card| card.name.as_str());
                egui::ComboBox::from_id_salt(("builder panoply pawn", band, pawn))
                    .selected_text(tr!(
                        "brawl-setup-buy-for",
                        pawn = name.to_string(),
                        number = pawn.saturating_add(1)
                    ))
                    .show_ui(ui, |ui| {
                        for item in &content.panoply.cards {
                            let label = tr!(
                                "brawl-setup-card-pay",
                                card = item.name.clone(),
                                pay = item.cost
                            );
                            if ui
                                .selectable_label(false, label)
                                .on_hover_text(&item.text)
                                .clicked()
                            {
                                roster.panoply.push(PanoplyPurchase {
                                    pawn,
                                    card: item.id.clone(),
                                });
                            }
                        }
                    });
            }
        });
}

/// § Dexterity Cards: the deck, up to 6 cards (±1 per 50 Mrv of band value).
fn dexterity_picks(ui: &mut egui::Ui, content: &Content, roster: &mut Roster, band: usize) {
    let limit = deck_limit(roster.value);
    egui::CollapsingHeader::new(tr!(
        "brawl-setup-dexterity-deck",
        chosen = roster.dexterity.len(),
        limit = limit
    ))
    .id_salt(("builder dexterity", band))
    .show(ui, |ui| {
        for card in &content.dexterity.cards {
            let mut chosen = roster.dexterity.contains(&card.id);
            let response = ui
                .checkbox(&mut chosen, &card.name)
                .on_hover_text(&card.text);
            if response.changed() {
                if chosen {
                    roster.dexterity.push(card.id.clone());
                } else {
                    roster.dexterity.retain(|id| id != &card.id);
                }
            }
        }
    });
}
