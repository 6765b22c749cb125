// case: vs3.dcl.before-code/invalid/vs_3_sw/code-input (validate)
// expect: invalid [vs3.dcl.before-code]
// origin: template code {code: input}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
dcl_normal v1
add r0, r0, v1
mov o0, v0
