// case: mod.shift/invalid/vs_2_x/op-mov_shift-d2 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: d2}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov_d2 r0, r1
mov oPos, v0
