// case: random/valid/ps_2_x/7 (validate)
// expect: valid
// case: random/assemble/ps_2_x/7 (assemble)
// expect: the tokens of valid-ps_2_x-7.bin
// origin: random seed 1 ps_2_x #7
ps_2_x
def c30, -2.0, 83587.71, 0.5, 0.125
dcl v1.y
def c19, 0.25, 0.25, 4.0, 4.0
dcl t1.xy
defi i7, 3, 2, 1, 0
def c0, 0.5, 0.5, -1.0, 1.0
def c2, -2.0, 0.125, 1.0, -2.0
dcl_2d s13
defb b1, false
dcl_2d s1
m4x3 r26.xyz, c0, c0
if !b4
    m3x3 r10.xyz, r26, c7
    crs_sat r13.xz, -c1, -c3
    abs r6, -c2.wyxy
    dp2add r30.yz, -t1, r6.wywx, t1.y
    setp_gt p0.xy, -c31, -r10
    if !b13
        texkill r10
        texldb r15, r6, s13
        texldd r5, r15, s1, r6.zx, c3.xxz
    endif
    nrm r22.xyz, c3
    setp_le p0.w, r13.zzxz, -r6.ywz
    log_sat r11, -r22.x
    rsq r23, -r10.x
    setp_le p0.z, -c31, c31
    frc_pp r2, -r23.zzyw
    lrp r15, c0.ywyx, c31, r2
    m3x3 r30.xyz, -r10, c10
    setp_eq p0.x, -c31, r11
    texldp r27, r2, s1
    cmp r3.xz, c3.yzwz, r2, r15.zxw
    texldd_pp r16, r15, s1, c3, c2.wzzy
    crs r26.y, r6, c2
    dsy r8, c31
    cmp_sat r13, r15, r15, c31
    cmp r14.zw, -r27, r8.xzwx, c3
endif
mov oC0, c0
mov oC1, c1
mov oC2, c1
mov oC3, c31
