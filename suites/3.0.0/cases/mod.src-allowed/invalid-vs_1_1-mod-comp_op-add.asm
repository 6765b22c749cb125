// case: mod.src-allowed/invalid/vs_1_1/mod-comp_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: comp, op: add}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, 1-r1, r1
mov oPos, v0
