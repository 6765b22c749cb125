// case: ps3.v.count/invalid/ps_3_0/file-v_index-10_ctx (validate)
// expect: invalid [ps3.v.count]
// origin: template reg_use {file: v, index: 10} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v10
mov r0, v10
mov oC0, c0
mul r1, c6, c6
add r2, r1, r1
add r3, r2, c6
