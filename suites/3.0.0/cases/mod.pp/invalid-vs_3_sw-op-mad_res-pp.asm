// case: mod.pp/invalid/vs_3_sw/op-mad_res-pp (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: mad, res: pp}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad_pp r0, r1, r1, r1
mov o0, v0
