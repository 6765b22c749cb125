// case: mod.shift/invalid/ps_2_sw/op-mov_shift-x8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: x8}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov_x8 r0, r1
mov oC0, c0
