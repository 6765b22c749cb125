// case: vs3.dcl.before-code/invalid/vs_3_sw/code-output (validate)
// expect: invalid [vs3.dcl.before-code]
// origin: template code {code: output}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
dcl_texcoord0 o1
mov o1, r0
mov o0, v0
