// case: vs3.dcl.all-used/invalid/vs_3_sw/code-undeclared (validate)
// expect: invalid [vs3.dcl.all-used]
// origin: template code {code: undeclared}
vs_3_sw
dcl_position v0
dcl_position o0
mov o1, v0
mov o0, v0
