//! Flow-control nesting, subroutine (call) depth and dynamic flow control of every
//! statement.

use super::Facts;
use shadercts_shader::ir::RegType;
use shadercts_shader::opcode::Opcode;
use shadercts_shader::Program;

/// The kind of block an opener starts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Block {
    Static,
    Dynamic,
    Loop,
}

/// Deepest call depth recorded (recursion would otherwise have none).
const MAX_CALL_DEPTH: u32 = 255;

/// Sets the nesting depths, `call_depth`, `in_flow_control` and `in_dynamic_flow` of
/// every statement.
pub(super) fn apply(facts: &mut Facts, program: &Program) {
    let ins = &program.instructions;
    match_blocks(facts, program);
    let flow = |op: Opcode| {
        matches!(
            op,
            Opcode::IF | Opcode::IFC | Opcode::LOOP | Opcode::REP | Opcode::LABEL
        )
    };
    if !ins.iter().any(|i| flow(i.opcode)) {
        // No blocks and no subroutines: every depth is 0 (calls without labels open 1).
        for (f, i) in facts.instrs.iter_mut().zip(ins) {
            f.call_depth = u32::from(matches!(i.opcode, Opcode::CALL | Opcode::CALLNZ));
        }
        return;
    }
    // Regions: 0 is the main program, k is the code after the k-th label.
    let mut region = vec![0usize; ins.len()];
    let mut label_region: Vec<(u32, usize)> = Vec::new();
    let mut regions = 1;
    for (i, s) in ins.iter().enumerate() {
        if s.opcode == Opcode::LABEL {
            if let Some(l) = s.srcs.first() {
                if !label_region.iter().any(|(n, _)| *n == l.reg.index) {
                    label_region.push((l.reg.index, regions));
                }
            }
            regions += 1;
        }
        region[i] = regions - 1;
    }
    // Call edges: (calling region, called region); and the regions `callnz … p0` calls.
    let mut edges = Vec::new();
    let mut dynamic_region = vec![false; regions];
    for (i, s) in ins.iter().enumerate() {
        if matches!(s.opcode, Opcode::CALL | Opcode::CALLNZ) {
            if let Some(l) = s.srcs.first() {
                if let Some((_, r)) = label_region.iter().find(|(n, _)| *n == l.reg.index) {
                    edges.push((region[i], *r));
                    let pred = s
                        .srcs
                        .get(1)
                        .is_some_and(|x| x.reg.ty == RegType::PREDICATE);
                    if pred && *r != 0 {
                        dynamic_region[*r] = true;
                    }
                }
            }
        }
    }
    // What a dynamically called subroutine calls runs dynamically too.
    loop {
        let mut changed = false;
        for &(from, to) in &edges {
            if dynamic_region[from] && to != 0 && !dynamic_region[to] {
                dynamic_region[to] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let breaking = breaking_loops(ins, &region);
    // Longest call chain from main to each region (capped; uncalled subroutines: 1).
    let mut depth: Vec<Option<u32>> = vec![None; regions];
    depth[0] = Some(0);
    for _ in 0..=regions {
        let mut changed = false;
        for &(from, to) in &edges {
            if let Some(d) = depth[from] {
                let nd = (d + 1).min(MAX_CALL_DEPTH);
                if to != 0 && depth[to].is_none_or(|old| nd > old) {
                    depth[to] = Some(nd);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut stack: Vec<Block> = Vec::new();
    // Open blocks that make their statements dynamic (dynamic ifs, loops left by a break).
    let mut dynamic_open: Vec<bool> = Vec::new();
    let mut current_region = 0;
    for (i, s) in ins.iter().enumerate() {
        if region[i] != current_region {
            current_region = region[i];
            stack.clear();
            dynamic_open.clear();
        }
        let opener = match s.opcode {
            Opcode::IF => {
                let pred = s
                    .srcs
                    .first()
                    .is_some_and(|x| x.reg.ty == RegType::PREDICATE);
                Some(if pred { Block::Dynamic } else { Block::Static })
            }
            Opcode::IFC => Some(Block::Dynamic),
            Opcode::LOOP | Opcode::REP => Some(Block::Loop),
            _ => None,
        };
        if let Some(b) = opener {
            stack.push(b);
            dynamic_open.push(b == Block::Dynamic || (b == Block::Loop && breaking[i]));
        }
        let count = |b: Block| stack.iter().filter(|x| **x == b).count() as u32;
        let region_depth = if region[i] == 0 {
            0
        } else {
            depth[region[i]].unwrap_or(1)
        };
        let f = &mut facts.instrs[i];
        f.static_depth = count(Block::Static);
        f.dynamic_depth = count(Block::Dynamic);
        f.loop_depth = count(Block::Loop);
        f.call_depth = region_depth + u32::from(matches!(s.opcode, Opcode::CALL | Opcode::CALLNZ));
        f.in_flow_control = !stack.is_empty() || region[i] != 0;
        f.in_dynamic_flow = dynamic_region[region[i]] || dynamic_open.iter().any(|d| *d);
        if matches!(s.opcode, Opcode::ENDIF | Opcode::ENDLOOP | Opcode::ENDREP) {
            stack.pop();
            dynamic_open.pop();
        }
    }
}

/// Per statement: true at a `loop`/`rep` whose block a `break`, `break_comp` or `breakp`
/// leaves (the break's innermost loop in the same subroutine, through any nested ifs).
fn breaking_loops(ins: &[shadercts_shader::ir::Instruction], region: &[usize]) -> Vec<bool> {
    let mut out = vec![false; ins.len()];
    // Open blocks: the opener's position for loops, None for ifs.
    let mut stack: Vec<Option<usize>> = Vec::new();
    let mut current_region = 0;
    for (i, s) in ins.iter().enumerate() {
        if region[i] != current_region {
            current_region = region[i];
            stack.clear();
        }
        match s.opcode {
            Opcode::IF | Opcode::IFC => stack.push(None),
            Opcode::LOOP | Opcode::REP => stack.push(Some(i)),
            Opcode::ENDIF | Opcode::ENDLOOP | Opcode::ENDREP => {
                stack.pop();
            }
            Opcode::BREAK | Opcode::BREAKC | Opcode::BREAKP => {
                if let Some(l) = stack.iter().rev().find_map(|x| *x) {
                    out[l] = true;
                }
            }
            _ => {}
        }
    }
    out
}

/// The kind of block a block statement belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    If,
    Loop,
    Rep,
}

/// Sets `block_matched`: every `if`/`ifc`/`loop`/`rep` is closed by its `endif`/`endloop`/
/// `endrep` in the same subroutine, every closer closes the innermost open block of its
/// kind, and an `else` stands in an open `if` block that has no `else` yet.
fn match_blocks(facts: &mut Facts, program: &Program) {
    let ins = &program.instructions;
    let block = |op: Opcode| {
        matches!(
            op,
            Opcode::IF
                | Opcode::IFC
                | Opcode::LOOP
                | Opcode::REP
                | Opcode::ELSE
                | Opcode::ENDIF
                | Opcode::ENDLOOP
                | Opcode::ENDREP
        )
    };
    if !ins.iter().any(|i| block(i.opcode)) {
        return;
    }
    // Open blocks: (kind, opener position, an else was seen).
    let mut stack: Vec<(Kind, usize, bool)> = Vec::new();
    let mut unmatched = vec![false; ins.len()];
    let close_region = |stack: &mut Vec<(Kind, usize, bool)>, unmatched: &mut Vec<bool>| {
        for (_, at, _) in stack.drain(..) {
            unmatched[at] = true;
        }
    };
    for (i, s) in ins.iter().enumerate() {
        let closes = |k: Kind, stack: &mut Vec<(Kind, usize, bool)>| {
            if stack.last().is_some_and(|(top, _, _)| *top == k) {
                stack.pop();
                true
            } else {
                false
            }
        };
        match s.opcode {
            Opcode::LABEL => close_region(&mut stack, &mut unmatched),
            Opcode::IF | Opcode::IFC => stack.push((Kind::If, i, false)),
            Opcode::LOOP => stack.push((Kind::Loop, i, false)),
            Opcode::REP => stack.push((Kind::Rep, i, false)),
            Opcode::ELSE => match stack.last_mut() {
                Some((Kind::If, _, seen)) if !*seen => *seen = true,
                _ => unmatched[i] = true,
            },
            Opcode::ENDIF => unmatched[i] = !closes(Kind::If, &mut stack),
            Opcode::ENDLOOP => unmatched[i] = !closes(Kind::Loop, &mut stack),
            Opcode::ENDREP => unmatched[i] = !closes(Kind::Rep, &mut stack),
            _ => {}
        }
    }
    close_region(&mut stack, &mut unmatched);
    for (f, u) in facts.instrs.iter_mut().zip(unmatched) {
        f.block_matched = !u;
    }
}
