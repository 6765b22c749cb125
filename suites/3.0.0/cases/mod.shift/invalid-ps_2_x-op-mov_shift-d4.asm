// case: mod.shift/invalid/ps_2_x/op-mov_shift-d4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: d4}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov_d4 r0, r1
mov oC0, c0
