// case: mod.shift/invalid/vs_3_sw/op-add_shift-d4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: add, shift: d4}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add_d4 r0, r1, r1
mov o0, v0
