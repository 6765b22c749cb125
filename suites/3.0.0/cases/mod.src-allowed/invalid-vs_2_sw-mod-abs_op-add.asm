// case: mod.src-allowed/invalid/vs_2_sw/mod-abs_op-add (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: abs, op: add}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1_abs, r1
mov oPos, v0
