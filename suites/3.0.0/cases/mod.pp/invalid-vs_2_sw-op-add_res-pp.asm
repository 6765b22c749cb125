// case: mod.pp/invalid/vs_2_sw/op-add_res-pp (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: add, res: pp}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add_pp r0, r1, r1
mov oPos, v0
