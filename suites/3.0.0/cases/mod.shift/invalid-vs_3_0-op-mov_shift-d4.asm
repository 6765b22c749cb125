// case: mod.shift/invalid/vs_3_0/op-mov_shift-d4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: d4}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov_d4 r0, r1
mov o0, v0
