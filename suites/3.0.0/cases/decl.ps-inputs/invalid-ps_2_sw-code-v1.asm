// case: decl.ps-inputs/invalid/ps_2_sw/code-v1 (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: v1}
ps_2_sw
add r0, v1, c0
mov oC0, c0
