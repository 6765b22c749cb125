//! Flow-control nesting and subroutine (call) depth of every statement.

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

/// Sets the nesting depths, `call_depth` and `in_flow_control` of every statement.
pub(super) fn apply(facts: &mut Facts, program: &Program) {
    let ins = &program.instructions;
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
    // Call edges: (calling region, called region).
    let mut edges = Vec::new();
    for (i, s) in ins.iter().enumerate() {
        if matches!(s.opcode, Opcode::CALL | Opcode::CALLNZ) {
            if let Some(l) = s.srcs.first() {
                if let Some((_, r)) = label_region.iter().find(|(n, _)| *n == l.reg.index) {
                    edges.push((region[i], *r));
                }
            }
        }
    }
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
    let mut current_region = 0;
    for (i, s) in ins.iter().enumerate() {
        if region[i] != current_region {
            current_region = region[i];
            stack.clear();
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
        if matches!(s.opcode, Opcode::ENDIF | Opcode::ENDLOOP | Opcode::ENDREP) {
            stack.pop();
        }
    }
}
