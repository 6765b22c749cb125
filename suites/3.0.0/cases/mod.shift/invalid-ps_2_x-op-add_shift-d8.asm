// case: mod.shift/invalid/ps_2_x/op-add_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: d8}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add_d8 r0, r1, r1
mov oC0, c0
