// case: random/valid/ps_2_x/11 (validate)
// expect: valid
// case: random/assemble/ps_2_x/11 (assemble)
// expect: the tokens of valid-ps_2_x-11.bin
// origin: random seed 1 ps_2_x #11
ps_2_x
defb b14, true
def c25, -1.0, 8.885247e19, 5.8634005e-6, 0.25
dcl_volume s0
defb b10, false
def c12, 6.8359963e19, 4.0, 477530.22, 2.0
defi i4, 4, 3, 2, 0
dcl_2d s1
dcl v0.xyw
dcl v1
def c15, 1.0, 0.0, -0.5, -1.0
defi i9, 1, 0, 2, 0
def c18, 0.5, -0.5, -0.5, -1.0
sub r30.xy, c1, -c1
if !b10
    crs r28.xy, c2, c2
    nrm r21, c0
    abs r24.xyw, c31.zzyz
    setp_ne p0.xyz, v1.wwwz, c0
    call l15
    cmp_pp r17, c3, r21, r24.wxy
    call l8
    texkill r21
    mul_pp r9.z, r28.xyyz, r21.wzwy
    texldp r17, r21, s0
    frc_pp r28, -c0
    dp3_sat r29, r21.yzxz, r28
    mul r31, r28, -c0
    rcp r13.z, -c1.w
    mul_sat_pp r6.y, c1, -c1
    crs r10.xyz, r31, c3
    rcp_pp r11, -v0.w
else
    call l15
    if_lt c31.y, v0.y
        log r0.xz, -c2.w
        max r22, c1, v0.xxwx
        exp r30.zw, r30.y
        setp_gt p0.xyz, r22.xwxw, c0
        m3x4 r25, r30.xzw, c23
        min r31, -r22.xywy, -c0.xwxw
        log_sat_pp r24.xz, r22.x
        cmp r4, c3.ywwz, v1.w, r25
    endif
endif
mov oC0, c3
mov oC1, c1
mov oC2, c3
ret
label l15
rsq r24, -r30.y
ret
label l8
texld r11, r17, s0
texldb r28, r17, s0
ret
