// case: mod.src-allowed/invalid/vs_3_0/mod-comp_op-mad (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: comp, op: mad}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, 1-r1, r1, r1
mov o0, v0
