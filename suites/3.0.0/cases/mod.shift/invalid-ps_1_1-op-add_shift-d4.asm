// case: mod.shift/invalid/ps_1_1/op-add_shift-d4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: d4}
ps_1_1
mov r1, c0
add_d4 r0, r1, r1
mov r0, c0
