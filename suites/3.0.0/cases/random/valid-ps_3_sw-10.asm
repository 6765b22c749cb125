// case: random/valid/ps_3_sw/10 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/10 (assemble)
// expect: the tokens of valid-ps_3_sw-10.bin
// origin: random seed 1 ps_3_sw #10
ps_3_sw
def c59, 1.0, 0.125, -2.08457e27, 0.125
dcl vFace
dcl_color10 v2
defb b59, false
defi i3, 3, 0, 2, 0
dcl vPos.xy
dcl_cube s8
def c20, 0.25, -1.0, -1.0, -0.5
dcl_blendweight3 v0
def c17, 0.125, -1.0, 1.0017318e-21, -0.5
cmp r3, c8191, v2, c2
if_ge c3.z, c2.x
    nrm r21.xyz, v2
    callnz l768, !b3
    if_gt vFace.x, r21.x
        dp3_pp r19.y, c3.xxz, c1
    endif
endif
mul oC0, r3, c3.wzxw
ret
label l768
texldb r18, v0, s8
m4x3 r0.xyz, r3, c1445
min r3.x, c8191.xxz, vPos.xzyz
m4x4 r16, v0.yyzx, c4780
sub r13, r18, r18_abs
m4x3 r30.xyz, r18.yyyx, c2534
ret
