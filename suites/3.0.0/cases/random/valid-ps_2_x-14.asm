// case: random/valid/ps_2_x/14 (validate)
// expect: valid
// case: random/assemble/ps_2_x/14 (assemble)
// expect: the tokens of valid-ps_2_x-14.bin
// origin: random seed 1 ps_2_x #14
ps_2_x
def c21, 0.125, 2.0, 4.836876e-20, 0.0
def c26, 2.0, 0.5, 4.0, -1.155346e16
defb b8, false
defb b5, true
dcl_2d s14
dcl_2d s0
def c25, -0.5, 1.0, -2.193174e29, -2.0
dcl_2d s9
defi i0, 3, 2, 1, 0
dcl v1
dsx r14.xzw, v1
nrm_pp r30.xyz, c3
lrp_pp r7.z, r30.y, c1.wzxy, r14.ywzy
exp r11, c2.x
texld r6, r11, s14
dsy r3, c1.ywx
nop
if_ne c2.w, r3.w
    rcp r8, r11.x
endif
pow_sat_pp r11.xyz, v1.y, c31.w
texldb r20, r11, s0
texkill r3
dsx_pp r1, r3
sub_pp r17, c31.xywy, -r20.zwwx
texld r30, r20, s0
if_gt r6.y, -r14.z
    dp4_sat r23.zw, -v1.zy, c1.yzyx
    if !b5
        texkill r17
        log_sat_pp r22.xzw, -r17.z
        nop
        rcp r23, r3.x
        m3x4 r22, -r30, c4
        if !b2
            dp2add r25.yz, -v1.zxzy, c2, -r20.y
            call l1
        else
            m3x4_sat r29, -r30, c18
            m3x2 r18.xy, r3.wwxw, c17
            sub r3.z, -r20.zwyz, r11.xzxy
            pow r6.xz, r14.w, r20.w
            exp r7, -c1.y
            mad r20, -r29.yzxy, r14.wxzw, -r7.xyxz
        endif
    endif
endif
mov oC0, r1
mov oC1, v1
mov oDepth, r11.w
ret
label l1
m4x4_sat r4, -r20, c0
mad_sat_pp r26.xw, c3, -c3.yxyw, r3.zzxz
log_pp r7.xyw, c0.y
rcp_sat r3, r3.y
mad_pp r27, c2.ywzy, -r17, r1.xwwz
ret
