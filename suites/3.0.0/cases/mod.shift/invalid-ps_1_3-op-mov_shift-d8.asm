// case: mod.shift/invalid/ps_1_3/op-mov_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: d8}
ps_1_3
mov r1, c0
mov_d8 r0, r1
mov r0, c0
