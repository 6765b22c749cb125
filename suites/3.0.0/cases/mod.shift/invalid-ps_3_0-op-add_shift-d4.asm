// case: mod.shift/invalid/ps_3_0/op-add_shift-d4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: d4}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add_d4 r0, r1, r1
mov oC0, c0
