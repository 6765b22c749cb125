// case: decl.ps-inputs/invalid/ps_3_sw/code-vPos (validate)
// expect: invalid [decl.ps-inputs]
// origin: template code {code: vPos}
ps_3_sw
mov r0, vPos.xyxy
mov oC0, c0
