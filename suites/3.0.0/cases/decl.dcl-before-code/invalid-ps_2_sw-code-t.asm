// case: decl.dcl-before-code/invalid/ps_2_sw/code-t (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: t}
ps_2_sw
mov r1, c0
dcl t0
add r0, r1, t0
mov oC0, c0
