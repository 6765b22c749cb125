// case: random/valid/ps_2_x/10 (validate)
// expect: valid
// case: random/assemble/ps_2_x/10 (assemble)
// expect: the tokens of valid-ps_2_x-10.bin
// origin: random seed 1 ps_2_x #10
ps_2_x
defi i4, 3, 0, 1, 0
dcl v0
def c16, 1.0, -5.9953e-31, 0.5, -2.0
dcl_2d s4
dcl t5
defb b10, true
dcl_cube s13
def c7, -0.5, -1.0, -0.5, 3.2300397e-15
dcl_2d s7
defb b11, true
dcl v1.y
def c19, 0.25, 1.0, -2.0, 0.125
texkill t5
texld r2, t5, s13
nop
rep i4
    texld r9, r2, s13
    m4x3_pp r18.xyz, v0.ywyz, c16
    if b9
        m3x4 r9, r18, c10
        call l14
        texld r23, r9, s7
        sincos r6.xy, r18.z, c30, c31
        dp2add_pp r14, -r18, r23.yzwx, -c31.w
        mul_sat r26, -t5, -c2.wwxw
        exp r26, v0.y
        call l14
        max r0.y, v0, -c2.zzyx
        abs r11, c0.yzzy
        texld r6, r9, s7
        frc r26.yzw, c1.zyyw
        lrp_sat r20, r23.zyzw, -r14, c31.xyxz
        texkill t5
    endif
endrep
mov oC0, t5
mov oC1, t5
mov oC2, t5
mov oC3, t5
ret
label l14
ret
