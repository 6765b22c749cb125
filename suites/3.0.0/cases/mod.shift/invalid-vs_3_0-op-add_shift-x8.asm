// case: mod.shift/invalid/vs_3_0/op-add_shift-x8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: x8}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_x8 r0, r1, r1
mov o0, v0
