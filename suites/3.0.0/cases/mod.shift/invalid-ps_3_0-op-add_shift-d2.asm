// case: mod.shift/invalid/ps_3_0/op-add_shift-d2 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: d2}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add_d2 r0, r1, r1
mov oC0, c0
