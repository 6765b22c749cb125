// case: reg.src-readable/invalid/vs_2_0/read_reg-oPos_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oPos} + 2 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r0, oPos
mov oPos, v0
add r1, c5, c5
mul r2, c6, c6
