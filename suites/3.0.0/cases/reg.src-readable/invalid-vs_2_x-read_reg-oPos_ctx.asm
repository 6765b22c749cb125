// case: reg.src-readable/invalid/vs_2_x/read_reg-oPos_ctx (validate)
// expect: invalid [reg.src-readable]
// origin: template reg_src {reg: oPos} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r0, oPos
mov oPos, v0
mov r1, c2
add r2, c1, c1
