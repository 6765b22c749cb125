// case: mod.shift/invalid/vs_2_x/op-mov_shift-x4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: x4}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov_x4 r0, r1
mov oPos, v0
