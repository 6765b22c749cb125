// case: decl.dcl-before-code/invalid/ps_2_x/code-v (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: v}
ps_2_x
mov r1, c0
dcl v0
add r0, r1, v0
mov oC0, c0
