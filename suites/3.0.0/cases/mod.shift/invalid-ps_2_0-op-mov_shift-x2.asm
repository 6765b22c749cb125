// case: mod.shift/invalid/ps_2_0/op-mov_shift-x2 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: x2}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov_x2 r0, r1
mov oC0, c0
