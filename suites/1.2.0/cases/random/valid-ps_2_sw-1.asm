// case: random/valid/ps_2_sw/1 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/1 (assemble)
// expect: the tokens of valid-ps_2_sw-1.bin
// origin: random seed 1 ps_2_sw #1
ps_2_sw
dcl_volume s7
defi i3, 1, 4, 1, 0
def c0, 0.25, -0.5, 4.0, 0.5
defb b17, false
dcl_2d s10
def c45, -9.607572e-31, 0.125, -2.7827754e-18, -1.0
dcl t5.zw
defb b33, false
dcl_volume s1
dcl v0.y
rep i3
    nrm_sat_pp r6.xyz, c2
endrep
callnz l835, !b7
dp2add_pp r1.yz, c3.ywx, -c2, c3.y
if b14
    abs r7, -c8191
    rsq r11, c0.x
    dp4 r28, t5.z, -c0.wy
    if_lt -r28.w, c1.y
        texldb r2, r7, s1
        dsy r14.xw, r2
        rcp r14, c3.z
        nop
        m3x2 r11.xy, r2, c7614
        mad_sat r7, -c2, -c8191.xzy, r7.yxyw
    endif
endif
mov oC0, c2
mov oC1, c1
mov oDepth, c3.w
ret
label l835
ret
