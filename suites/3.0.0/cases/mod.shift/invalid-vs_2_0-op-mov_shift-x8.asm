// case: mod.shift/invalid/vs_2_0/op-mov_shift-x8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mov, shift: x8}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov_x8 r0, r1
mov oPos, v0
