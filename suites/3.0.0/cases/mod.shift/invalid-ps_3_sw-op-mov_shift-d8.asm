// case: mod.shift/invalid/ps_3_sw/op-mov_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: d8}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov_d8 r0, r1
mov oC0, c0
