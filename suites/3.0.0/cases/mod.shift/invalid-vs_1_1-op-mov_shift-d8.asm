// case: mod.shift/invalid/vs_1_1/op-mov_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: d8}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov_d8 r0, r1
mov oPos, v0
