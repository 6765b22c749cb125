// case: rel.ps3-v-aL/invalid/ps_3_sw/code-c-aL_ctx (validate)
// expect: invalid [rel.ps3-v-aL]
// origin: template code {code: c-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v0} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
defi i0, 2, 0, 1, 0
dcl_texcoord v0
mov r0, v0
loop aL, i0
    add r0, r0, c1[aL]
endloop
mov oC0, c0
mov r1, c1
