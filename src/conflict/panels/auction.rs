//! § Everybody Has a Price: the auction for a Personality both bands hired, before the Brawl.

use super::super::ConflictTable;
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::ConflictCommand;
use ysbilia_core::rules::auction::BID_STEP_MRV;

pub(super) fn auction_panel(ui: &mut egui::Ui, table: &mut ConflictTable, band: usize) {
    let Some(auction) = table.game().auction().cloned() else {
        return;
    };
    ui.label(tr!("brawl-auction-terms", terms = auction.terms()));
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
                egui::Button::new(tr!("brawl-auction-bid", mrv = BID_STEP_MRV)),
            )
            .on_hover_text(tr!("brawl-auction-bid-hover"));
        let bid = match &may_bid {
            Err(why) => bid.on_disabled_hover_text(why.to_string()),
            Ok(()) => bid,
        };
        if bid.clicked() {
            table.play(ConflictCommand::Bid);
        }
        if ui
            .button(tr!("brawl-auction-leave"))
            .on_hover_text(tr!("brawl-auction-leave-hover"))
            .clicked()
        {
            table.play(ConflictCommand::LeaveAuction);
        }
    });
}
