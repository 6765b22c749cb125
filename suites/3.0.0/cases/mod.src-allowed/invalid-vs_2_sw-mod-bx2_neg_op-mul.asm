// case: mod.src-allowed/invalid/vs_2_sw/mod-bx2_neg_op-mul (validate)
// expect: invalid [mod.src-allowed]
// origin: template src_mod {mod: bx2_neg, op: mul}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, -r1_bx2, r1
mov oPos, v0
