// case: ps3.v.count/invalid/ps_3_sw/file-v_index-10_ctx (validate)
// expect: invalid [ps3.v.count]
// origin: template reg_use {file: v, index: 10} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v10
mov r0, v10
mov oC0, c0
add r1, c2, c2
