def get_transform(output, context):
    return 'python: ' + output + ' (' + context['vars']['name'] + ')'
