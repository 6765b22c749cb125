// case: reg.src-readable/invalid/vs_2_sw/read_reg-oPos_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oPos} + 4 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r0, oPos
mov oPos, v0
mov r1, c2
mov r2, r1
mul r3, c4, r1
add r4, r3, c3
