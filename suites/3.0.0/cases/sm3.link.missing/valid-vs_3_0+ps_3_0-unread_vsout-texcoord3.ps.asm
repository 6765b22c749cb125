// case: sm3.link.missing/valid/vs_3_0+ps_3_0/unread_vsout-texcoord3 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: texcoord3}
ps_3_0
mov oC0, c0
