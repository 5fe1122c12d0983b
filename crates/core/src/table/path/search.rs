//! The planner's search: A* over the graph's corners, first on the start's level alone and
//! then with climbs and jumps, each leg checked only when the search reaches it.

use super::climbs::add_climbs;
use super::corners::{add_corners, no_corner_within};
use super::graph::{Graph, Node, tangent};
use super::target::{Target, start_graph};
use super::{
    GoalKey, LEVEL_CHANGE_COST_CM, PathRequest, ROUNDING_CM, Route, foot_on, path_length,
    pinned_end,
};
use crate::table::base::LEVEL_TOLERANCE_CM;
use crate::table::movement::{MoveContext, Waypoint};
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;
use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// A search state in the open list: lowest estimate first, then lowest node (a fixed order,
/// so a plan never depends on anything but the table). Small (the heap moves it often): node
/// indices as `u32`, and a step onto a Line goal's foot marked, its point worked out again.
#[derive(Clone, Copy, Debug)]
struct Open {
    /// The estimate's place in `f32::total_cmp`'s order (`order_key`): the heap compares two
    /// integers, in the very order the floats had.
    estimate: u32,
    cost: f32,
    length: f32,
    /// `FOOT` for the step from `parent` onto a Line goal's foot.
    node: u32,
    /// `START` for the start itself.
    parent: u32,
}

/// `Open::node` of a step onto a Line goal's foot (after every node, as it always sorted).
const FOOT: u32 = u32::MAX;
/// `Open::parent` of the start.
const START: u32 = u32::MAX;

impl Open {
    fn parent(&self) -> Option<usize> {
        (self.parent != START).then_some(self.parent as usize)
    }
}

impl PartialEq for Open {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Open {}

impl PartialOrd for Open {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Open {
    fn cmp(&self, other: &Self) -> Ordering {
        let rank = |open: &Self| (u64::from(open.estimate) << 32) | u64::from(open.node);
        rank(other).cmp(&rank(self))
    }
}

/// `value`'s place in `f32::total_cmp`'s order as an unsigned integer: the same bits turned as
/// `total_cmp` turns them (negatives' magnitude bits flipped), then the sign bit flipped so
/// that negatives come first.
fn order_key(value: f32) -> u32 {
    let bits = value.to_bits();
    let turned = bits ^ (((bits as i32 >> 31) as u32) >> 1);
    turned ^ (1 << 31)
}

/// A node as the scan over every node reads it for each one settled, packed (a `Node` is more
/// than twice its size): where it is, its level, a corner's outline neighbours, and how far it
/// lies from the target.
#[derive(Clone, Copy)]
struct Scanned {
    at: Vec2,
    sides: (Vec2, Vec2),
    left: f32,
    space: u32,
    corner: bool,
}

impl Scanned {
    fn of(node: &Node, left: f32) -> Self {
        Self {
            at: node.at,
            sides: node.sides.unwrap_or_default(),
            left,
            space: node.space as u32,
            corner: node.sides.is_some(),
        }
    }

    /// `Node::tangent_from`, read from the packed node.
    fn tangent_from(&self, from: Vec2) -> bool {
        !self.corner || tangent(self.at, self.sides, from)
    }
}

/// Each node's place in a run: `OPEN` until the search settles it, then its parent (`START`
/// for the start). One word a node: the scan over every node reads it for each one settled.
const OPEN: u32 = u32::MAX - 1;

/// The searches for one request: first on the start's level alone (a climb or a jump is a
/// roll, used only when no way round at the same level exists), then with climbs and jumps.
pub(super) struct Planner<'a, 'b> {
    context: &'a MoveContext<'a>,
    mover: &'b SightPawn,
    request: &'b PathRequest<'b>,
    search: Option<Search<'a>>,
    climbing: bool,
    /// Whether a search may answer without its corners (`Search::straight`); the tests turn
    /// it off to compare.
    shortcuts: bool,
}

impl<'a, 'b> Planner<'a, 'b> {
    pub(super) fn new(
        context: &'a MoveContext<'a>,
        mover: &'b SightPawn,
        request: &'b PathRequest<'b>,
    ) -> Self {
        Self::with_shortcuts(context, mover, request, true)
    }

    /// `new`, answering without the corners where it may when `shortcuts`.
    pub(super) fn with_shortcuts(
        context: &'a MoveContext<'a>,
        mover: &'b SightPawn,
        request: &'b PathRequest<'b>,
        shortcuts: bool,
    ) -> Self {
        let (_, start_level) = pinned_end(mover, request.pinned);
        let target = Target::of(context, mover, request.goal);
        let climbing = target
            .level(context)
            .is_some_and(|level| (level - start_level).abs() > LEVEL_TOLERANCE_CM);
        Self {
            context,
            mover,
            request,
            search: Search::new(context, mover, request, climbing, shortcuts),
            climbing,
            shortcuts,
        }
    }

    /// The best route not reaching an `excluded` goal.
    pub(super) fn next(&mut self, excluded: &[GoalKey]) -> Option<Route> {
        let (mover, request) = (self.mover, self.request);
        if let Some(route) = self
            .search
            .as_mut()
            .and_then(|search| search.run(mover, request, excluded))
        {
            return Some(route);
        }
        let unreachable = self.search.as_ref().is_none_or(|search| {
            search.graph.goals.is_empty() && !matches!(search.target, Target::Line { .. })
        });
        if self.climbing || unreachable {
            return None;
        }
        self.climbing = true;
        // A search on the level alone that found nothing, having gone everywhere it could: the
        // search with climbs and jumps would go to the very same places (the same legs between
        // the same corners, weighed in the same order) unless a leg from one of them reaches a
        // climb or a jump; when none does, it finds nothing either (most do not: the pawn is
        // boxed in), and is not built.
        if self.shortcuts
            && excluded.is_empty()
            && let Some(search) = self.search.as_mut()
            && let Some(reached) = search.reached.take()
            && !search.climbs_from(&reached, mover, request)
        {
            self.search = None;
            return None;
        }
        self.search = Search::new(self.context, self.mover, self.request, true, self.shortcuts);
        self.search.as_mut()?.run(mover, request, excluded)
    }
}

/// One search's graph, built once and run again when a goal it reached is refused.
pub(super) struct Search<'a> {
    graph: Graph<'a>,
    target: Target,
    longest: f32,
    climbs: bool,
    /// Whether the graph has its corners yet (`corners::add_corners`).
    cornered: bool,
    /// The way straight onto a Line goal, when the search would find it first (`straight`):
    /// found without the corners.
    straight: Option<Route>,
    /// Every node a run that found nothing reached, when it excluded no goal (all those it
    /// could reach, in any order: the search went everywhere).
    reached: Option<Vec<usize>>,
}

impl<'a> Search<'a> {
    fn new(
        context: &'a MoveContext<'a>,
        mover: &SightPawn,
        request: &PathRequest,
        climbs: bool,
        shortcuts: bool,
    ) -> Option<Self> {
        let (start, start_level) = pinned_end(mover, request.pinned);
        let longest = request.longest - path_length(mover, request.pinned);
        if longest <= 0.0 {
            return None;
        }
        let target = Target::of(context, mover, request.goal);
        let graph = start_graph(
            context,
            mover,
            request,
            (start, start_level),
            &target,
            longest,
        );
        let mut search = Self {
            graph,
            target,
            longest,
            climbs,
            cornered: false,
            straight: None,
            reached: None,
        };
        if shortcuts {
            search.straight = search.straight();
        }
        if search.straight.is_none() {
            search.add_corners(mover, request);
        }
        Some(search)
    }

    fn add_corners(&mut self, mover: &SightPawn, request: &PathRequest) {
        if !self.cornered {
            let start = self.graph.nodes[0].at;
            add_corners(
                &mut self.graph,
                mover,
                request,
                start,
                &self.target,
                self.longest,
                self.climbs,
            );
            self.cornered = true;
        }
    }

    /// The route `run` finds first on a level search for a Line goal when the way straight
    /// onto the line is clear and no corner could come before it: the start's step onto its
    /// foot is the first in the open list after the start (every way through a corner is at
    /// least as long; one that measures no longer, to the last bit, would come first, so
    /// then the corners are added and the search runs in full). Found without the corners.
    fn straight(&self) -> Option<Route> {
        let Target::Line { from, to } = self.target else {
            return None;
        };
        let graph = &self.graph;
        let here = graph.nodes[0];
        if self.climbs || graph.spaces[here.space].height > LEVEL_TOLERANCE_CM {
            return None;
        }
        let foot = foot_on(here.at, from, to);
        // As `run` weighs the step: its cost from the start's (nothing); and as it tests it
        // (a bound that is not a number lets no step through).
        let step = 0.0 + here.at.distance(foot);
        let within = step <= self.longest + ROUNDING_CM;
        if !within
            || !no_corner_within(graph, here.at, &self.target, self.longest, step)
            || !graph.point_clear(here.space, foot)
            || !graph.segment_clear(here.space, here.at, foot)
        {
            return None;
        }
        Some(Route {
            waypoints: vec![Waypoint {
                x: foot.x,
                y: foot.y,
                level: None,
            }],
            length: step,
            goal: GoalKey::Foot(0),
        })
    }

    /// A* from the start (node 0) to the nearest goal not `excluded`. Every candidate step
    /// (a parent and a node) waits in the open list with its own cost, and its leg is checked
    /// only when it comes out first: the first that is clear is the best way to that node.
    fn run(
        &mut self,
        mover: &SightPawn,
        request: &PathRequest,
        excluded: &[GoalKey],
    ) -> Option<Route> {
        if let Some(route) = self.straight.take()
            && !excluded.contains(&route.goal)
        {
            return Some(route);
        }
        self.add_corners(mover, request);
        let (graph, target, longest) = (&mut self.graph, self.target, self.longest);
        let scan: Vec<Scanned> = graph
            .nodes
            .iter()
            .map(|node| Scanned::of(node, target.distance(node.at)))
            .collect();
        // A point or a pawn with nowhere to stand by it, or only on levels no climb or jump
        // leads to, cannot be reached at all.
        let levels = graph.linked_spaces();
        if !matches!(target, Target::Line { .. })
            && graph.goals.iter().all(|&goal| {
                excluded.contains(&GoalKey::Node(goal))
                    || !levels.contains(&graph.nodes[goal].space)
            })
        {
            return None;
        }
        let count = graph.nodes.len();
        let mut closed: Vec<u32> = vec![OPEN; count];
        let mut open = BinaryHeap::with_capacity(4 * count);
        open.push(Open {
            estimate: order_key(scan[0].left),
            cost: 0.0,
            length: 0.0,
            node: 0,
            parent: START,
        });
        while let Some(state) = open.pop() {
            if state.node == FOOT {
                let (Some(parent), Target::Line { from, to }) = (state.parent(), target) else {
                    continue;
                };
                let foot = foot_on(graph.nodes[parent].at, from, to);
                let key = GoalKey::Foot(parent);
                let space = graph.nodes[parent].space;
                if !excluded.contains(&key)
                    && graph.point_clear(space, foot)
                    && graph.segment_clear(space, graph.nodes[parent].at, foot)
                {
                    let mut waypoints = waypoints_to(graph, &closed, parent);
                    waypoints.push(Waypoint {
                        x: foot.x,
                        y: foot.y,
                        level: None,
                    });
                    return Some(Route {
                        waypoints,
                        length: state.length,
                        goal: key,
                    });
                }
                continue;
            }
            let node = state.node as usize;
            if closed[node] != OPEN {
                continue;
            }
            if let Some(parent) = state.parent()
                && !graph.leg_clear(parent, node)
            {
                continue;
            }
            closed[node] = state.parent;
            if graph.goals.contains(&node) && !excluded.contains(&GoalKey::Node(node)) {
                return Some(Route {
                    waypoints: waypoints_to(graph, &closed, node),
                    length: state.length,
                    goal: GoalKey::Node(node),
                });
            }
            let here = graph.nodes[node];
            if let Target::Line { from, to } = target
                && graph.spaces[here.space].height <= LEVEL_TOLERANCE_CM
            {
                let foot = foot_on(here.at, from, to);
                let step = here.at.distance(foot);
                if state.length + step <= longest + ROUNDING_CM {
                    open.push(Open {
                        estimate: order_key(state.cost + step),
                        cost: state.cost + step,
                        length: state.length + step,
                        node: FOOT,
                        parent: node as u32,
                    });
                }
            }
            let space = here.space as u32;
            for (next, there) in scan.iter().enumerate() {
                if closed[next] != OPEN {
                    continue;
                }
                let (step_cost, step_length) = if here.link == Some(next) {
                    let length = step_length(graph, node, next);
                    (length + LEVEL_CHANGE_COST_CM, length)
                } else if there.space == space
                    && here.tangent_from(there.at)
                    && (here.sides.is_none() || there.tangent_from(here.at))
                {
                    let length = here.at.distance(there.at);
                    (length, length)
                } else {
                    continue;
                };
                let length = state.length + step_length;
                let left = there.left;
                if length + left > longest + ROUNDING_CM {
                    continue;
                }
                let cost = state.cost + step_cost;
                open.push(Open {
                    estimate: order_key(cost + left),
                    cost,
                    length,
                    node: next as u32,
                    parent: node as u32,
                });
            }
        }
        if excluded.is_empty() {
            self.reached = Some((0..count).filter(|&node| closed[node] != OPEN).collect());
        }
        None
    }

    /// Whether a leg from one of the `reached` nodes of this level search, clear and bending as
    /// a way may, leads to a climb or a jump down (`add_climbs`, added to this graph here):
    /// the only way a search with climbs could go farther.
    fn climbs_from(&mut self, reached: &[usize], mover: &SightPawn, request: &PathRequest) -> bool {
        let graph = &mut self.graph;
        let before = graph.nodes.len();
        let start = graph.nodes[0].at;
        add_climbs(graph, mover, request, start, &self.target, self.longest);
        let after = graph.nodes.len();
        reached.iter().any(|&here| {
            (before..after).any(|there| {
                let (from, to) = (graph.nodes[here], graph.nodes[there]);
                from.space == to.space
                    && from.tangent_from(to.at)
                    && (from.sides.is_none() || to.tangent_from(from.at))
                    && graph.leg_clear(here, there)
            })
        })
    }
}

/// The length `check_move` counts for the step between two linked nodes (a climb or jump).
fn step_length(graph: &Graph, from: usize, to: usize) -> f32 {
    let (a, b) = (graph.nodes[from], graph.nodes[to]);
    let across = a.at.distance(b.at);
    let rise = graph.spaces[b.space].height - graph.spaces[a.space].height;
    (across * across + rise * rise).sqrt()
}

/// The waypoints from the start (excluded) to `node`, each change of level marked.
fn waypoints_to(graph: &Graph, closed: &[u32], node: usize) -> Vec<Waypoint> {
    let mut chain = vec![node];
    let mut at = node;
    while let Some(&parent) = closed.get(at).filter(|&&parent| parent < OPEN) {
        chain.push(parent as usize);
        at = parent as usize;
    }
    chain.reverse();
    chain
        .windows(2)
        .map(|pair| {
            let (from, to) = (graph.nodes[pair[0]], graph.nodes[pair[1]]);
            Waypoint {
                x: to.at.x,
                y: to.at.y,
                level: (from.space != to.space).then_some(graph.spaces[to.space].height),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The open list's order is the floats' own (`f32::total_cmp`), every value and pair.
    #[test]
    fn order_keys_sort_as_total_cmp_does() {
        let values = [
            f32::NEG_INFINITY,
            -1e30,
            -2.5,
            -f32::MIN_POSITIVE,
            -0.0,
            0.0,
            f32::MIN_POSITIVE,
            1e-3,
            2.5,
            2.500_000_2,
            1e30,
            f32::INFINITY,
            f32::NAN,
            -f32::NAN,
        ];
        for a in values {
            for b in values {
                assert_eq!(order_key(a).cmp(&order_key(b)), a.total_cmp(&b), "{a} {b}");
            }
        }
    }
}
