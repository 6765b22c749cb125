// case: mod.shift/invalid/ps_1_3/op-add_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: d8}
ps_1_3
mov r1, c0
add_d8 r0, r1, r1
mov r0, c0
