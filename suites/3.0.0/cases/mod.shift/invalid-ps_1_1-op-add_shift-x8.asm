// case: mod.shift/invalid/ps_1_1/op-add_shift-x8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x8}
ps_1_1
mov r1, c0
add_x8 r0, r1, r1
mov r0, c0
