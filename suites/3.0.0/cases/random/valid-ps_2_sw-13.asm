// case: random/valid/ps_2_sw/13 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/13 (assemble)
// expect: the tokens of valid-ps_2_sw-13.bin
// origin: random seed 1 ps_2_sw #13
ps_2_sw
dcl v0
defi i47, 4, 3, 2, 0
dcl_2d s7
dcl v1
def c38, -0.5, 0.0, 4.496263e35, 0.25
dcl_centroid t3.xw
defb b6, true
defb b41, true
sub r7, c8191, c8191
rep i47
    if !b7
        frc r25, c8191
        m4x3_pp r29.xyz, -v0.xxyx, c2916
        if b9
            exp r7.yzw, -c2.w
        endif
    endif
endrep
mov oC0, v1
mov oC1, c8191
mov oC2, c8191
mov oC3, v1
