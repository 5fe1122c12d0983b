//! § Everybody Has a Price: the auction for a Personality both bands hired, before the Brawl.

use super::super::ConflictTable;
use bevy_egui::egui;
use ysbilia_core::conflict::ConflictCommand;
use ysbilia_core::rules::auction::BID_STEP_MRV;

pub(super) fn auction_panel(ui: &mut egui::Ui, table: &mut ConflictTable, band: usize) {
    let Some(auction) = table.game().auction().cloned() else {
        return;
    };
    ui.label(format!("§ Everybody Has a Price. {}", auction.terms()));
    for bidder in 0..2 {
        ui.label(auction.standing(bidder));
    }
    // The auction counts its two bidders 0 and 1, whichever bands they are (§ Slaughter).
    let seat = table.game().auction_seat(band).unwrap_or(0);
    let may_bid = auction.check_bid(seat);
    ui.horizontal(|ui| {
        let bid = ui
            .add_enabled(
                may_bid.is_ok(),
                egui::Button::new(format!("Bid {BID_STEP_MRV} Maravedi (Enter)")),
            )
            .on_hover_text("Invest one more Maravedi from the Leader's card");
        let bid = match &may_bid {
            Err(why) => bid.on_disabled_hover_text(why.to_string()),
            Ok(()) => bid,
        };
        if bid.clicked() {
            table.play(ConflictCommand::Bid);
        }
        if ui
            .button("Leave the auction (L)")
            .on_hover_text(
                "The higher total wins the Personality; a tie goes to the band that stays",
            )
            .clicked()
        {
            table.play(ConflictCommand::LeaveAuction);
        }
    });
}
